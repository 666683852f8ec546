# uncaught: sum(1)
sum(1)
