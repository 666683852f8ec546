# uncaught: '{x}'.format(y=1)
'{x}'.format(y=1)
