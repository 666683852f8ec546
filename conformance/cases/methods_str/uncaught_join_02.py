# uncaught: ','.join(1)
','.join(1)
