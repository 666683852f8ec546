# uncaught: ','.join()
','.join()
