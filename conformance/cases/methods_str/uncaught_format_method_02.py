# uncaught: '{0}{}'.format(1, 2)
'{0}{}'.format(1, 2)
