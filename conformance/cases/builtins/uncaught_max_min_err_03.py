# uncaught: max(1, 2, default=3)
max(1, 2, default=3)
