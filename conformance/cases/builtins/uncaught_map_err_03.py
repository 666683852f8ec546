# uncaught: map(len, 1)
map(len, 1)
