# uncaught: bin()
bin()
