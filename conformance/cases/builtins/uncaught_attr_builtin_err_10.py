# uncaught: setattr(1, 2, 3)
setattr(1, 2, 3)
