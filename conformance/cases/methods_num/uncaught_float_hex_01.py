# uncaught: (1.5).hex(1)
(1.5).hex(1)
