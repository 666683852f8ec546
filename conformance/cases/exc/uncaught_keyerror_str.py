# uncaught KeyError raised explicitly with a string
raise KeyError("some key")
