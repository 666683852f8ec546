# uncaught: any(1, 2)
any(1, 2)
