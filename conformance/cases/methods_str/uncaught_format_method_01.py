# uncaught: '{}'.format()
'{}'.format()
