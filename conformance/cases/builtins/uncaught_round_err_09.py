# uncaught: round(1, number=2)
round(1, number=2)
