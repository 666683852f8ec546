# uncaught: round('a')
round('a')
