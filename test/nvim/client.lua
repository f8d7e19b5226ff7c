-- Neovim 0.7 as a second, independent LSP client of the server (run by nvim.test.ts, which asserts on the JSON
-- this writes), configured by the 0.7-0.10 snippet of docs/editors.md, loaded before this file. Uses only the
-- built-in client: push diagnostics, hover, code actions, buffer edits.
local file = assert(os.getenv('URLSMITH_FILE'))
local out = assert(os.getenv('URLSMITH_RESULT'))
local result = { steps = {} }

local function write_result()
  local f = assert(io.open(out, 'w'))
  f:write(vim.fn.json_encode(result))
  f:close()
end

local function diagnostics(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(list, {
      code = d.code or lsp.code,
      severity = d.severity,
      source = d.source,
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
    })
  end
  table.sort(list, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
  return list
end

local function has_code(buf, code)
  for _, d in ipairs(diagnostics(buf)) do
    if d.code == code then return true end
  end
  return false
end

--- The client the documented snippet started for this buffer.
local function urlsmith_client(buf)
  for _, c in pairs(vim.lsp.buf_get_clients(buf)) do
    if c.name == 'urlsmith' then return c end
  end
end

local ok, err = pcall(function()
  -- The snippet of docs/editors.md (loaded before this file) starts the client and attaches it when a file is read.
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buf)
  local client
  assert(vim.wait(15000, function() client = urlsmith_client(buf); return client ~= nil end, 20), 'the snippet attached a client named urlsmith')
  local id = client.id
  table.insert(result.steps, 'attached')

  assert(vim.wait(15000, function() return #vim.diagnostic.get(buf) >= 3 end, 20), 'diagnostics arrive')
  result.diagnostics = diagnostics(buf)
  table.insert(result.steps, 'diagnostics')

  local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', { textDocument = { uri = uri }, position = { line = 1, character = 10 } }, 10000)
  local contents = hover and hover[id] and hover[id].result and hover[id].result.contents or {}
  result.hover = contents.value
  result.hover_kind = contents.kind
  table.insert(result.steps, 'hover')

  local actions = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', {
    textDocument = { uri = uri },
    range = { start = { line = 0, character = 24 }, ['end'] = { line = 0, character = 24 } },
    context = { diagnostics = {} },
  }, 10000)
  local list = actions and actions[id] and actions[id].result or {}
  result.actions = {}
  local preferred
  for _, a in ipairs(list) do
    table.insert(result.actions, { title = a.title, kind = a.kind, isPreferred = a.isPreferred == true })
    if a.isPreferred and not preferred then preferred = a end
  end
  assert(preferred, 'a preferred quick fix')
  vim.lsp.util.apply_workspace_edit(preferred.edit, 'utf-16')
  result.after_fix = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  table.insert(result.steps, 'quick fix')

  -- The fix goes back to the server through Neovim's change events; the problem must go away.
  assert(vim.wait(15000, function() return not has_code(buf, 'unsafe-character') end, 20), 'the fixed problem disappears')
  -- A line typed with nvim_buf_set_lines, sent as an incremental change. Two unsafe "|" (a "{x}" would be a
  -- template placeholder, a hint rather than the unsafe-character errors waited for).
  vim.api.nvim_buf_set_lines(buf, 2, 2, false, { 'and gopher://g.example/1|x|y' })
  assert(vim.wait(15000, function() return has_code(buf, 'unsafe-character') end, 20), 'the typed problem appears')
  result.after_edit = diagnostics(buf)
  table.insert(result.steps, 'edit')
end)

result.ok = ok
if not ok then result.error = tostring(err) end
write_result()
if ok then vim.cmd('qall!') else vim.cmd('cquit 3') end
