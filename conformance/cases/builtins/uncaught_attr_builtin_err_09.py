# uncaught: setattr(1, 2)
setattr(1, 2)
