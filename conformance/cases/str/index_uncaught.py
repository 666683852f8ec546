# uncaught IndexError on a string
"abc"[10]
