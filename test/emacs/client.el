;;; client.el --- Emacs (eglot, flymake) as an LSP client of urlsmith-language-server  -*- lexical-binding: t -*-
;; Run by emacs.test.ts after the init snippet of docs/editors.md: opens URLSMITH_FILE, lets the snippet's
;; `eglot-ensure' connect, waits (to a deadline) for flymake's diagnostics, asks for a hover, and writes what it saw as
;; JSON to URLSMITH_RESULT; emacs.test.ts asserts on it. Batch Emacs has no command loop, so this runs
;; `post-command-hook' itself where an interactive Emacs would after each command (eglot-ensure and flymake wait for it).
(require 'json)
(require 'flymake)

(defvar urlsmith-file (getenv "URLSMITH_FILE"))
(defvar urlsmith-result (getenv "URLSMITH_RESULT"))
(defvar urlsmith-deadline (+ (float-time) 40))
(defvar urlsmith-steps nil)

(defun urlsmith-wait (what predicate)
  "Run the command loop's hooks and read process output until PREDICATE holds; fail at the deadline, naming WHAT."
  (while (not (funcall predicate))
    (when (> (float-time) urlsmith-deadline) (error "Timed out waiting for %s" what))
    (run-hooks 'post-command-hook)
    (accept-process-output nil 0.05)))

(defun urlsmith-position (pos)
  "POS as (line column), both from 0, the column in characters (not `current-column', a display width)."
  (save-excursion (goto-char pos) (list (1- (line-number-at-pos)) (- pos (line-beginning-position)))))

(defun urlsmith-diagnostics ()
  (let ((list (mapcar (lambda (d)
                        (let ((lsp (alist-get 'eglot-lsp-diag (flymake-diagnostic-data d))))
                          `((code . ,(plist-get lsp :code))
                            (type . ,(symbol-name (flymake-diagnostic-type d)))
                            (start . ,(urlsmith-position (flymake-diagnostic-beg d)))
                            (end . ,(urlsmith-position (flymake-diagnostic-end d))))))
                      (flymake-diagnostics))))
    (sort list (lambda (a b) (let ((x (alist-get 'start a)) (y (alist-get 'start b)))
                               (or (< (car x) (car y)) (and (= (car x) (car y)) (< (cadr x) (cadr y)))))))))

(defun urlsmith-write (result)
  (with-temp-file urlsmith-result (insert (json-encode result))))

(condition-case err
    (progn
      (find-file urlsmith-file)
      (urlsmith-wait "eglot to manage the buffer" (lambda () (bound-and-true-p eglot--managed-mode)))
      (push "connected" urlsmith-steps)
      (urlsmith-wait "three diagnostics" (lambda () (>= (length (flymake-diagnostics)) 3)))
      (push "diagnostics" urlsmith-steps)
      (let ((diagnostics (urlsmith-diagnostics)))
        ;; The hover on the second line's URL, asked the way eglot's ElDoc function asks it.
        (goto-char (point-min))
        (forward-line 1)
        (forward-char 10)
        (let* ((hover (jsonrpc-request (eglot--current-server-or-lose) :textDocument/hover
                                       (eglot--TextDocumentPositionParams)))
               (contents (plist-get hover :contents)))
          (push "hover" urlsmith-steps)
          (urlsmith-write `((ok . t)
                            (steps . ,(reverse urlsmith-steps))
                            (diagnostics . ,(vconcat diagnostics))
                            ;; eglot asks for Markdown only when markdown-mode is there to show it.
                            (askedMarkdown . ,(if (fboundp 'gfm-view-mode) t :json-false))
                            (hoverKind . ,(plist-get contents :kind))
                            (hover . ,(substring-no-properties (eglot--hover-info contents))))))
        (kill-emacs 0)))
  (error
   (urlsmith-write `((ok . :json-false) (steps . ,(vconcat (reverse urlsmith-steps))) (error . ,(error-message-string err))))
   (kill-emacs 3)))
