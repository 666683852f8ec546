# uncaught: zip(1)
zip(1)
