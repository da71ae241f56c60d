/** Swiper's core and its Autoplay module: the home page fetches this chunk only once its first paint is done. */
export { default as Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
