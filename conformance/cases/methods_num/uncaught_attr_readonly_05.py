# uncaught: setattr(1j, 'real', 1)
setattr(1j, 'real', 1)
