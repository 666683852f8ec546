# uncaught: map()
map()
