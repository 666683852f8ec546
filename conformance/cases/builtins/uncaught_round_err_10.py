# uncaught: round(None)
round(None)
