# uncaught: ().count()
().count()
