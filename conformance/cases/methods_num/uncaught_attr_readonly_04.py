# uncaught: setattr(1.5, 'imag', 1)
setattr(1.5, 'imag', 1)
