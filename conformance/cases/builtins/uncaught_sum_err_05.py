# uncaught: sum()
sum()
