# uncaught: delattr(5, 'numerator')
delattr(5, 'numerator')
