# uncaught: setattr([], 'append', 1)
setattr([], 'append', 1)
