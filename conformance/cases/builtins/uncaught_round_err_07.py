# uncaught: round(1, 2, 3)
round(1, 2, 3)
