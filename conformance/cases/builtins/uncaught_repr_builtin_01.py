# uncaught: repr()
repr()
