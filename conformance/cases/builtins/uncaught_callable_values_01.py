# uncaught: callable()
callable()
