# uncaught: bin(1.5)
bin(1.5)
