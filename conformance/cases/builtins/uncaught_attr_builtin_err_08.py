# uncaught: setattr(1, 'x', 2)
setattr(1, 'x', 2)
