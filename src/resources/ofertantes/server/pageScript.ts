// The one script of a property's public page (served as /inmueble/recursos/pagina.js: the page's CSP allows no
// inline script). Plain ES2017 for any phone: draws the Leaflet map from the #mapa element's data (a circle for the
// approximate area, a marker only when the exact location is allowed) and sends the contact form as the API expects
// it (one `json` field), showing the Spanish answer in the form's live region.
export const PAGE_SCRIPT = `(function () {
  'use strict';
  var mapa = document.getElementById('mapa');
  if (mapa && window.L) {
    var lat = Number(mapa.dataset.lat), lng = Number(mapa.dataset.lng), radio = Number(mapa.dataset.radio);
    var map = window.L.map(mapa, { scrollWheelZoom: false }).setView([lat, lng], radio ? 14 : 16);
    window.L.tileLayer(mapa.dataset.tiles, { attribution: mapa.dataset.atribucion, maxZoom: 19 }).addTo(map);
    if (radio) map.fitBounds(window.L.circle([lat, lng], { radius: radio, color: '#4527a0', fillOpacity: 0.15 }).addTo(map).getBounds());
    else window.L.circleMarker([lat, lng], { radius: 9, color: '#4527a0', fillOpacity: 0.8 }).addTo(map);
  }
  var form = document.getElementById('consulta');
  if (!form) return;
  var out = document.getElementById('respuesta');
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var f = form.elements;
    var data = {
      nombre: f.nombre.value, telefono: f.telefono.value, email: f.email.value, mensaje: f.mensaje.value,
      acepta: f.acepta.checked, sitio_web: f.sitio_web.value, desde: Number(f.desde.value)
    };
    var button = form.querySelector('button');
    button.disabled = true;
    fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'json=' + encodeURIComponent(JSON.stringify(data))
    }).then(function (r) { return r.json(); }).then(function (answer) {
      var errors = answer.errors ? Object.keys(answer.errors).map(function (k) { return answer.errors[k]; }) : [];
      out.textContent = [answer.msg].concat(errors).filter(Boolean).join(' ');
      if (answer.status === 'success') form.reset();
    }, function () {
      out.textContent = form.dataset.error || '';
    }).then(function () { button.disabled = false; });
  });
})();
`;
