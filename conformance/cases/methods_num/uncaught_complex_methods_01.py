# uncaught: (1j).conjugate(1)
(1j).conjugate(1)
