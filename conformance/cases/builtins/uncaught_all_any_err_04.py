# uncaught: any(None)
any(None)
