# uncaught: setattr(5, 'foo', 1)
setattr(5, 'foo', 1)
