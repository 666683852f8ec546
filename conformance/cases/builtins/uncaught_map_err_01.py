# uncaught: map(len)
map(len)
