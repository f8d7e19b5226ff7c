// placeholder entry point (replaced by the language server)
