# uncaught: setattr(5, 'real', 1)
setattr(5, 'real', 1)
