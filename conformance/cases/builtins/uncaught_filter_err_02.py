# uncaught: filter()
filter()
