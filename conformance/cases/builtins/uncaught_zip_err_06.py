# uncaught: zip('a', 1)
zip('a', 1)
