# uncaught: setattr(5, 'bit_length', 1)
setattr(5, 'bit_length', 1)
