# uncaught: round()
round()
