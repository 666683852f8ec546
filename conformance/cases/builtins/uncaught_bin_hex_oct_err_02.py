# uncaught: hex('a')
hex('a')
