# uncaught: (1.5).is_integer(1)
(1.5).is_integer(1)
