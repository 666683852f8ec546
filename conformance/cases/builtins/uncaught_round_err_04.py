# uncaught: round(1, 'a')
round(1, 'a')
