# uncaught: ord()
ord()
