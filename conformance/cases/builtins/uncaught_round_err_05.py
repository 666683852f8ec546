# uncaught: round(1.5, 1.5)
round(1.5, 1.5)
