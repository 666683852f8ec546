# zero slice step
"abc"[::0]
