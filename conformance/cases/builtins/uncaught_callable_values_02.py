# uncaught: callable(x=1)
callable(x=1)
