# uncaught: round(x=1)
round(x=1)
