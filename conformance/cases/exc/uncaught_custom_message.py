# uncaught raise with a message
raise ValueError("bad value: 42")
