# uncaught: map(len, [1], x=1)
map(len, [1], x=1)
